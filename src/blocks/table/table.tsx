import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { Avatar } from '../../ui/avatar';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import css from './table.scss?url';
import { useMessages } from '../../ui/messages';

/**
 * A team table: person with portrait and email, position, online status, date and an action link.
 * Where it is wider than the screen it scrolls sideways inside its frame, which keyboard users can
 * focus and scroll with the arrow keys; shadows at the edges show there is more.
 */
export default function Table({ id, caption, headers, rows }: BlockProps<'table'>) {
  const captionId = useHeadingId(id, caption);
  const t = useMessages();
  return (
    <div id={id} className="card data-table">
      <Stylesheet href={css} />
      <div className="table-responsive data-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="table align-middle mb-0">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.email}>
                <th scope="row">
                  <div className="d-flex align-items-center gap-3">
                    <Avatar className="avatar avatar-sm" image={row.image} name={row.name} />
                    <div>
                      <span className="d-block data-table-name">{row.name}</span>
                      <span className="d-block data-table-muted">{row.email}</span>
                    </div>
                  </div>
                </th>
                <td>
                  <span className="d-block">{row.position.title}</span>
                  <span className="d-block data-table-muted">{row.position.department}</span>
                </td>
                <td>
                  <span className={`badge ${row.status ? 'bg-gradient-success' : 'bg-gradient-secondary'}`}>
                    {row.status ? t('table.online') : t('table.offline')}
                  </span>
                </td>
                <td>{row.date}</td>
                <td>
                  <SmartLink className="data-table-action" href={row.action.href}>
                    {row.action.label}
                    <span className="visually-hidden"> {row.name}</span>
                  </SmartLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
