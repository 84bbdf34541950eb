import { useT } from '@cadenza/i18n/react';
import {
  EQ_BAND_GROUP_NAMES,
  EQ_FREQUENCIES,
  EQ_GAIN_LIMIT_DB,
  EQ_PRESET_NAMES,
  groupGain,
  isEqPresetName,
} from '@cadenza/player-core';
import { Button, Select, Slider, Switch } from '@cadenza/ui';
import { useEqualizer } from '@cadenza/app-core';
import './equalizer.css';

/** "1k" for 1000 Hz, "62" for 62 Hz: the short band names listeners read on equalizers. */
export function bandName(frequency: number): string {
  return frequency >= 1000 ? `${frequency / 1000}k` : String(frequency);
}

/** A gain as the panel shows it: signed, one decimal only when it has one. */
export function gainText(gainDb: number): string {
  const rounded = Math.round(gainDb * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}`;
}

/**
 * The 10-band equalizer (spec §9): switch, preset, reset, a slider each for bass, midrange and
 * treble (which move their bands together), and a vertical slider per band, ±12 dB in 0.5 dB
 * steps. Changes are heard at once and kept.
 */
export function EqualizerPanel() {
  const { t } = useT();
  const { state, equalizer } = useEqualizer();
  return (
    <div className="cz-eq">
      <div className="cz-eq__head">
        <Switch
          label={t('player.equalizer.enable')}
          checked={!state.bypass}
          onCheckedChange={(on) => equalizer.setBypass(!on)}
        />
        <Select
          label={t('player.equalizer.preset')}
          hideLabel
          value={state.preset}
          onValueChange={(value) => isEqPresetName(value) && equalizer.setPreset(value)}
          options={EQ_PRESET_NAMES.map((name) => ({
            value: name,
            label: t(`player.equalizer.presets.${name}`),
          }))}
        />
        <Button variant="ghost" onClick={() => equalizer.reset()}>
          {t('player.equalizer.reset')}
        </Button>
      </div>
      <div className={`cz-eq__groups${state.bypass ? ' is-bypassed' : ''}`}>
        {EQ_BAND_GROUP_NAMES.map((group) => {
          const gain = groupGain(state, group);
          return (
            <div key={group} className="cz-eq__group">
              <span className="cz-eq__group-name" aria-hidden="true">
                {t(`player.equalizer.bands.${group}`)}
              </span>
              <Slider
                label={t(`player.equalizer.bands.${group}`)}
                min={-EQ_GAIN_LIMIT_DB}
                max={EQ_GAIN_LIMIT_DB}
                step={0.5}
                value={gain}
                valueText={t('player.equalizer.gain', { value: gainText(gain) })}
                onChange={(value) => equalizer.setGroup(group, value)}
              />
              <span className="cz-eq__gain" aria-hidden="true">
                {gainText(gain)}
              </span>
            </div>
          );
        })}
      </div>
      <div className={`cz-eq__bands${state.bypass ? ' is-bypassed' : ''}`}>
        {EQ_FREQUENCIES.map((frequency) => {
          const gain = state.gains[frequency];
          const hz = t('player.equalizer.frequency', { value: frequency });
          return (
            <div key={frequency} className="cz-eq__band">
              <span className="cz-eq__gain" aria-hidden="true">
                {gainText(gain)}
              </span>
              <Slider
                label={hz}
                orientation="vertical"
                length="140px"
                min={-EQ_GAIN_LIMIT_DB}
                max={EQ_GAIN_LIMIT_DB}
                step={0.5}
                value={gain}
                valueText={t('player.equalizer.gain', { value: gainText(gain) })}
                onChange={(value) => equalizer.setBand(frequency, value)}
              />
              <span className="cz-eq__hz" aria-hidden="true">
                {bandName(frequency)}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
