import { useId, useState } from 'react';
import { useHeadingId } from '../../ui/heading-id';
import type { z } from 'zod';
import type { BlockProps } from '../../../schema/blocks';
import type { widgetSchema } from '../../../schema/blocks/widgets';
import { Icon } from '../../ui/icon';
import { Img } from '../../ui/image';
import { usePageLocale } from '../../ui/locale';
import { formatNumber } from '../../ui/numbers';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import Avatars from '../avatars/avatars';
import css from './widgets.scss?url';
import { useMessages } from '../../ui/messages';

type Widget = z.output<typeof widgetSchema>;
type Of<K extends Widget['kind']> = Extract<Widget, { kind: K }>;
type Title = 'h2' | 'h3';

function Weather({ widget }: { widget: Of<'weather'> }) {
  const { place, temperature, condition, icon } = widget;
  const { code: language } = usePageLocale();
  return (
    <div className="widget-weather">
      <p className="widget-label">{place}</p>
      <p className="widget-temperature">
        {formatNumber(temperature, undefined, language)}°C <span className="visually-hidden">,</span>
        <span className="widget-condition">{condition}</span>
      </p>
      <Icon name={icon} className="widget-weather-icon" />
    </div>
  );
}

function Agenda({ widget, Heading }: { widget: Of<'agenda'>; Heading: Title }) {
  return (
    <>
      <Heading className="widget-title">{widget.title}</Heading>
      <ul className="widget-agenda">
        {widget.items.map((item) => (
          <li key={`${item.time} ${item.title}`}>
            <span className="widget-time">{item.time}</span>
            <span>
              <span className="widget-item-title">{item.title}</span>
              <span className="widget-item-meta">{item.platform}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Tasks({ widget, Heading }: { widget: Of<'tasks'>; Heading: Title }) {
  const id = useId();
  return (
    <>
      <Heading className="widget-title">{widget.title}</Heading>
      <ul className="widget-tasks">
        {widget.items.map((item, index) => (
          <li key={item.label}>
            <input id={`${id}-${index}`} type="checkbox" defaultChecked={item.done} />
            <label htmlFor={`${id}-${index}`}>{item.label}</label>
          </li>
        ))}
      </ul>
    </>
  );
}

function Emails({ widget, Heading }: { widget: Of<'emails'>; Heading: Title }) {
  const { code: language } = usePageLocale();
  return (
    <div className="widget-emails">
      <Heading className="widget-title mb-0">
        {widget.title} ({formatNumber(widget.count, undefined, language)})
      </Heading>
      <SmartLink href={widget.link.href} className="widget-link">
        {widget.link.label}
        <span className="visually-hidden"> {widget.title.toLowerCase()}</span>
      </SmartLink>
    </div>
  );
}

/** Previous, pause/play and next over the songs; the song shown is announced when it changes. */
function Player({ widget }: { widget: Of<'player'> }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const t = useMessages();
  const { songs } = widget;
  const song = songs[index]!;
  const step = (by: number) => setIndex((current) => (current + by + songs.length) % songs.length);
  return (
    <div className="widget-player">
      <p className="widget-song" aria-live="polite">
        <span className="widget-item-title">{song.title}</span>
        <span className="widget-item-meta">{song.singer}</span>
      </p>
      <div className="widget-controls" role="group" aria-label={t('player.label')}>
        <button type="button" className="widget-control" onClick={() => step(-1)}>
          <Icon name="skip_previous" />
          <span className="visually-hidden">{t('player.previous')}</span>
        </button>
        <button type="button" className="widget-control widget-control-main" onClick={() => setPlaying((p) => !p)}>
          <Icon name={playing ? 'pause' : 'play_arrow'} />
          <span className="visually-hidden">{playing ? t('player.pause') : t('player.play')}</span>
        </button>
        <button type="button" className="widget-control" onClick={() => step(1)}>
          <Icon name="skip_next" />
          <span className="visually-hidden">{t('player.next')}</span>
        </button>
      </div>
    </div>
  );
}

function Messages({ widget, Heading }: { widget: Of<'messages'>; Heading: Title }) {
  const items = widget.items.map(({ image, tooltip, href }) => ({
    image: { ...image, alt: image.alt ? `${image.alt}: ${tooltip}` : tooltip },
    name: tooltip,
    href,
  }));
  return (
    <>
      <Heading className="widget-title">{widget.title}</Heading>
      <Avatars type="avatars" items={items} size="md" group />
    </>
  );
}

function Card({ widget, Heading }: { widget: Widget; Heading: Title }) {
  switch (widget.kind) {
    case 'weather':
      return <Weather widget={widget} />;
    case 'agenda':
      return <Agenda widget={widget} Heading={Heading} />;
    case 'tasks':
      return <Tasks widget={widget} Heading={Heading} />;
    case 'emails':
      return <Emails widget={widget} Heading={Heading} />;
    case 'player':
      return <Player widget={widget} />;
    case 'messages':
      return <Messages widget={widget} Heading={Heading} />;
  }
}

/** Dashboard cards (weather, agenda, tasks, emails, player, messages) on a darkened picture. */
export default function Widgets({ id, heading, level: Level, image, widgets }: BlockProps<'widgets'>) {
  const headingId = useHeadingId(id, heading);
  return (
    <section id={id} className="widgets" aria-labelledby={headingId}>
      <Stylesheet href={css} />
      {image ? <Img className="widgets-image" image={image} slot="cover" priority /> : null}
      <span className="widgets-mask" />
      <div className="container widgets-content">
        <Level id={headingId} className="widgets-heading">
          {heading}
        </Level>
        <ul className="row g-4 list-unstyled mb-0">
          {widgets.map((widget, index) => (
            <li key={index} className="col-md-6 col-lg-4">
              <div className={`card widget widget-${widget.kind}-card h-100`}>
                <div className="card-body">
                  <Card widget={widget} Heading={Level === 'h1' ? 'h2' : 'h3'} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
