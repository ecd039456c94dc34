import type { GoState } from '@qipan/go';
import { netRules } from '@qipan/go-net';

/** `kata-set-rule` commands giving KataGo the rules exactly as Qipan shows them to the net. */
export function kataRuleCommands(state: GoState): string[] {
  const r = netRules(state.rules);
  return [
    `kata-set-rule ko ${r.ko.toUpperCase()}`,
    `kata-set-rule scoring ${r.scoring.toUpperCase()}`,
    `kata-set-rule tax ${(r.tax ?? 'none').toUpperCase()}`,
    `kata-set-rule suicide ${r.suicide ? 'true' : 'false'}`,
    `kata-set-rule hasButton ${r.button === true ? 'true' : 'false'}`,
    `kata-set-rule whiteHandicapBonus ${r.whiteHandicapBonus === 'n' ? 'N' : r.whiteHandicapBonus === 'n-1' ? 'N-1' : '0'}`,
    `kata-set-rule friendlyPassOk ${r.friendlyPass === true ? 'true' : 'false'}`,
  ];
}
