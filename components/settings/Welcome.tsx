import { useState } from 'preact/hooks';
import type { Settings, ShieldMode } from '@/lib/settings/settings';
import { CategoryList } from './CategoryList';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

/** The three answers the first run offers; folding passages away stays on the full settings page. */
export const WELCOME_SHIELD_CHOICES: readonly Choice<ShieldMode>[] = [
  { value: 'off', label: 'Show them as they are', hint: 'the warning above the story is enough' },
  { value: 'marker', label: 'Mark them', hint: 'a label before each passage says what it holds' },
  { value: 'blur', label: 'Blur them until I tap "Show"', hint: 'the label says what is hidden' },
];

export interface WelcomeProps {
  /** The settings before the choice: their categories and shield are what is pre-selected. */
  settings: Settings;
  /** The reader's answer, marked as chosen. */
  onChoose(settings: Settings): void;
}

/**
 * The first-run question, on the options page a new install opens (a full page on Firefox for
 * Android): which warnings matter, and what flagged passages do. Nothing is saved until the reader
 * answers, so nothing is blurred before they choose to.
 */
export function Welcome({ settings, onChoose }: WelcomeProps) {
  const [categories, setCategories] = useState(settings.categories);
  const [shield, setShield] = useState<ShieldMode>(WELCOME_SHIELD_CHOICES.some((c) => c.value === settings.shield) ? settings.shield : 'marker');
  return (
    <main class="gr-options gr-welcome" data-testid="welcome">
      <h1>Welcome to Gentle Reader</h1>
      <p>
        Gentle Reader reads the story on the page, on this device, and tells you before you start what it holds. First, two questions. You can change
        both at any time in the toolbar popup or on this page.
      </p>
      <h2>Which warnings matter to you?</h2>
      <p class="gr-hint">Already ticked: what readers most often need to know before they read. “All” ticks every one.</p>
      <CategoryList categories={categories} onChange={setCategories} />
      <h2>Passages that raised a warning</h2>
      <ChoiceGroup legend="In the story, these passages are" name="shield" choices={WELCOME_SHIELD_CHOICES} value={shield} onChange={(value: ShieldMode) => setShield(value)} />
      <button type="button" class="gr-button gr-primary" data-testid="welcome-save" onClick={() => onChoose({ ...settings, categories, shield, chosen: true })}>
        Save and start reading
      </button>
    </main>
  );
}
