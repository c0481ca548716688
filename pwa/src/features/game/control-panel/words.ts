/**
 * The control panel's own names for what the engine names by an id (issue 54):
 * the pricing rules, said in the device's language. Each id has a message
 * here, so a new rule the engine adds is a type error until it has one. The
 * names the screens share (booking types, days, families of weeks, house
 * policies) are `components/ui/engine-words.ts`.
 */
import type { PricingRule } from '@front-desk-rm/engine/forms';
import type { Translate } from '../../../i18n/use-t.js';

export function pricingLabel(t: Translate, rule: PricingRule): string {
  const labels: Record<PricingRule, string> = {
    package: t('controlPanel.pricing.package'),
    product: t('controlPanel.pricing.product'),
  };
  return labels[rule];
}
