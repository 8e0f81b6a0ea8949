import {
  assignedMemberTypes,
  assignmentRuleLabels,
  settingHintOf,
  systemSettingRules,
} from '@simsar/contract/system';
import { describe, expect, it } from 'vitest';
import { textIn } from '../../i18n/i18n.tsx';
import { useSystemWords } from './words.ts';

const english = useSystemWords.english;
const range = ({ min, max }: { min: number; max: number }) => ({ min, max });

describe("the System tab's English words", () => {
  it('say each range, rule and member type as the contract does', () => {
    const { active_users, forms, taxes } = systemSettingRules;
    expect(textIn('en', english['hint.users'], range(active_users))).toBe(settingHintOf(active_users));
    expect(textIn('en', english['hint.forms'], range(forms))).toBe(settingHintOf(forms));
    expect(textIn('en', english['hint.percent'], range(taxes))).toBe(settingHintOf(taxes));
    for (const [rule, label] of Object.entries(assignmentRuleLabels))
      expect(english[`rule.${rule}` as keyof typeof english]).toBe(label);
    for (const [type, { label, when }] of Object.entries(assignedMemberTypes)) {
      expect(english[`member.${type}` as keyof typeof english]).toBe(label);
      expect(english[`when.${type}` as keyof typeof english]).toBe(when);
    }
  });
});
