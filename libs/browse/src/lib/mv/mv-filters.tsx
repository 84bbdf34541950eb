import { MV_AREAS, MV_ORDERS, MV_TYPES, type MvFilters } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { SegmentedControl } from '@cadenza/ui';
import type { TranslationKey } from '@cadenza/i18n';
import type { ReactNode } from 'react';

/** The filters as the page holds them: each one of `/mv/all`'s values (`''` for the default). */
export interface MvFilterValues extends Required<MvFilters> {
  area: (typeof MV_AREAS)[number];
  type: (typeof MV_TYPES)[number];
  order: (typeof MV_ORDERS)[number];
}

/** Every MV, in the upstream's default order. */
export const ALL_MVS: MvFilterValues = { area: '', type: '', order: '' };

const AREA_LABELS: Record<MvFilterValues['area'], TranslationKey> = {
  '': 'mv.areas.all',
  内地: 'mv.areas.mainland',
  港台: 'mv.areas.hkTw',
  欧美: 'mv.areas.western',
  日本: 'mv.areas.japan',
  韩国: 'mv.areas.korea',
};
const TYPE_LABELS: Record<MvFilterValues['type'], TranslationKey> = {
  '': 'mv.types.all',
  官方版: 'mv.types.official',
  原生: 'mv.types.original',
  现场版: 'mv.types.live',
  网易出品: 'mv.types.netease',
};
const ORDER_LABELS: Record<MvFilterValues['order'], TranslationKey> = {
  '': 'mv.orders.rising',
  最热: 'mv.orders.hot',
  最新: 'mv.orders.newest',
};

/** The MV page's categories: area, type and order, one choice each (radio groups). */
export function MvFilterBar({
  value,
  onChange,
}: {
  value: MvFilterValues;
  onChange(next: MvFilterValues): void;
}) {
  const { t } = useT();
  const options = <V extends string>(values: readonly V[], labels: Record<V, TranslationKey>) =>
    values.map((option) => ({ value: option, label: t(labels[option]) }));
  return (
    <div className="cz-mv-filters">
      <FilterRow label={t('mv.filters.area')}>
        <SegmentedControl
          label={t('mv.filters.area')}
          options={options(MV_AREAS, AREA_LABELS)}
          value={value.area}
          onChange={(area) => onChange({ ...value, area })}
        />
      </FilterRow>
      <FilterRow label={t('mv.filters.type')}>
        <SegmentedControl
          label={t('mv.filters.type')}
          options={options(MV_TYPES, TYPE_LABELS)}
          value={value.type}
          onChange={(type) => onChange({ ...value, type })}
        />
      </FilterRow>
      <FilterRow label={t('mv.filters.order')}>
        <SegmentedControl
          label={t('mv.filters.order')}
          options={options(MV_ORDERS, ORDER_LABELS)}
          value={value.order}
          onChange={(order) => onChange({ ...value, order })}
        />
      </FilterRow>
    </div>
  );
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cz-mv-filters__row">
      <span className="cz-mv-filters__label" aria-hidden="true">
        {label}
      </span>
      <div className="cz-mv-filters__choices">{children}</div>
    </div>
  );
}
