import type { BlockProps } from '../../../schema/blocks';
import { sliderGeometry } from './geometry';

interface StaticSliderProps {
  slider: BlockProps<'slider'>;
  values: readonly number[];
  connect: readonly boolean[];
  format: (value: number) => string;
  hidden: boolean;
}

/**
 * nouislider's markup with its handles where the library will put them: what the prerendered page
 * shows, and what stays under the live slider (invisible) so the layout never moves.
 */
export function StaticSlider({ slider, values, connect, format, hidden }: StaticSliderProps) {
  const { handles, bars } = sliderGeometry(slider, values, connect);
  const classes = `noUi-target noUi-${slider.direction} noUi-${slider.orientation} noUi-txt-dir-ltr slider-static`;
  return (
    <div className={classes} aria-hidden="true" style={hidden ? { visibility: 'hidden' } : undefined}>
      <div className="noUi-base">
        <div className="noUi-connects">
          {bars.map((transform, i) => (
            <div key={i} className="noUi-connect" style={{ transform }} />
          ))}
        </div>
        {handles.map((handle, i) => (
          <div key={i} className="noUi-origin" style={handle}>
            <div className={`noUi-handle noUi-handle-${i === 0 ? 'lower' : 'upper'}`}>
              <div className="noUi-touch-area" />
              {slider.tooltips ? <div className="noUi-tooltip">{format(values[i] ?? slider.min)}</div> : null}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
