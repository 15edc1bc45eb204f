export interface ResumePromptProps {
  percent: number;
  onResume(): void;
  onDismiss(): void;
}

/** Offered when the reader comes back to a chapter they had started. */
export function ResumePrompt({ percent, onResume, onDismiss }: ResumePromptProps) {
  return (
    <aside class="rd-resume" aria-label="Resume reading" data-testid="rd-resume">
      <p>You had read {percent}% of this before.</p>
      <button type="button" class="rd-button rd-primary" onClick={onResume}>
        Resume where you left off
      </button>
      <button type="button" class="rd-button" onClick={onDismiss}>
        Start from the top
      </button>
    </aside>
  );
}
