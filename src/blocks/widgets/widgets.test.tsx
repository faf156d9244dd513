import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Widgets from './widgets';
import { widgetsExamples } from './widgets.examples';

function renderExample(index = 0) {
  const { block, icons } = parseBlock(widgetsExamples[index]!.data);
  return renderWithSite(<Widgets {...block} />, icons);
}

describe('widgets', () => {
  it('should title the dashboard with its heading and each titled card with the next level', () => {
    renderExample();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Good morning');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Today', 'To do', 'Emails (21)', 'Messages']);
  });

  it('should show the static weather: place, 28°C and Cloudy', () => {
    renderExample();
    expect(screen.getByText('Berlin')).toBeTruthy();
    expect(screen.getByText(/28°C/).textContent).toMatch(/^28°C\s*,\s*Cloudy$/);
  });

  it('should list each agenda item with its time, title and platform', () => {
    renderExample();
    const agenda = screen.getByRole('heading', { name: 'Today' }).nextElementSibling as HTMLElement;
    expect(
      within(agenda)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['08:00Stand-up with the teamVideo call', '11:30Release reviewRoom 2']);
  });

  it('should let tasks be ticked, starting as the data says', () => {
    renderExample();
    const shopping = screen.getByRole('checkbox', { name: 'Shopping' }) as HTMLInputElement;
    expect(shopping.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Meeting' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(shopping);
    expect(shopping.checked).toBe(true);
  });

  it('should link Check to the emails', () => {
    renderExample();
    expect(screen.getByRole('link', { name: 'Check emails' }).getAttribute('href')).toBe('/privacy/');
  });

  it('should pause and play, and move to the next and previous song, wrapping around', () => {
    renderExample();
    const player = screen.getByRole('group', { name: 'Player' });
    const song = () => player.previousElementSibling?.textContent;
    expect(song()).toBe('Night DriveThe Brightliners');
    fireEvent.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(within(player).getByRole('button', { name: 'Play' })).toBeTruthy();
    fireEvent.click(within(player).getByRole('button', { name: 'Next song' }));
    expect(song()).toBe('Morning LightSofia Marin');
    fireEvent.click(within(player).getByRole('button', { name: 'Next song' }));
    expect(song()).toBe('Night DriveThe Brightliners');
    fireEvent.click(within(player).getByRole('button', { name: 'Previous song' }));
    expect(song()).toBe('Morning LightSofia Marin');
  });

  it('should link each message avatar with its sender and tooltip in its name', () => {
    renderExample();
    const link = screen.getByRole('link', { name: 'Amara Okafor: 2 New Messages' });
    expect(link.getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Lukas Weber: 1 New Message' })).toBeTruthy();
  });
});
