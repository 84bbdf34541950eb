import { CoverImage } from '@cadenza/ui';
import { Link } from 'react-router';

/** One album, playlist, MV or video result. */
export interface MediaRowItem {
  key: string;
  href: string;
  cover: string;
  title: string;
  subtitle: string;
}

/** A result that opens its page: cover, title and a line about it, all one link. */
export function MediaRow({ item }: { item: MediaRowItem }) {
  return (
    <Link to={item.href} className="cz-media-row">
      <CoverImage size={48} src={item.cover} alt="" radius="sm" />
      <span className="cz-media-row__text">
        <span className="cz-media-row__title" title={item.title}>
          {item.title}
        </span>
        <span className="cz-media-row__subtitle" title={item.subtitle}>
          {item.subtitle}
        </span>
      </span>
    </Link>
  );
}
