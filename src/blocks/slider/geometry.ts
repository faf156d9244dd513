import type { BlockProps } from '../../../schema/blocks';

type Slider = Pick<BlockProps<'slider'>, 'min' | 'max' | 'orientation' | 'direction'>;

export interface Handle {
  /** CSS transform of the handle's origin, as nouislider sets it. */
  transform: string;
  zIndex: number;
}

/**
 * Where nouislider puts its handles and connect bars for `values`, so the prerendered slider draws
 * exactly what the library draws once it takes over. `connect` lists, for each gap between the ends
 * and the handles, whether it is filled.
 */
export function sliderGeometry(slider: Slider, values: readonly number[], connect: readonly boolean[]) {
  const { min, max, orientation, direction } = slider;
  const vertical = orientation === 'vertical';
  const rtl = direction === 'rtl';
  const at = values.map((v) => ((Math.min(max, Math.max(min, v)) - min) / (max - min)) * 100);
  const translate = (a: number) => (vertical ? `translate(0, ${a}%)` : `translate(${a}%, 0)`);
  const scale = (s: number) => (vertical ? `scale(1, ${s})` : `scale(${s}, 1)`);
  const handles: Handle[] = at.map((to, i) => ({
    transform: translate((rtl ? 100 - to : to) - (vertical ? 0 : 100)),
    zIndex: 3 + (at.length + (to > 50 ? -1 : 1) * i),
  }));
  const bars = connect.flatMap((filled, i) => {
    if (!filled) return [];
    const low = i === 0 ? 0 : (at[i - 1] ?? 0);
    const high = i === at.length ? 100 : (at[i] ?? 100);
    const width = high - low;
    return [`${translate(rtl ? 100 - low - width : low)} ${scale(width / 100)}`];
  });
  return { handles, bars };
}
