import { useState } from 'react';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import * as page from '../styles/page.css';
import { ReasonDialog } from './reason-dialog';

export type ReviewDecision = 'APPROVE' | 'REJECT';

export interface ReviewDecisionTexts {
  approve: string;
  reject: string;
  cancel: string;
  approveTitle: string;
  approveMessage: string;
  rejectTitle: string;
  rejectDescription: string;
  reasonLabel: string;
  reasonHelp: string;
}

/**
 * A market manager's decision on a request of a queue: reject (with a reason, checked by the same rule as the
 * server's) or approve (after a confirmation). `decide` sends it; it throws to keep a dialog open on a failure.
 */
export function ReviewDecisionActions({
  texts,
  reasonMaxLength,
  reasonProblem,
  decide,
}: {
  texts: ReviewDecisionTexts;
  reasonMaxLength: number;
  reasonProblem: (reason: string) => string | null;
  decide: (decision: ReviewDecision, reason?: string) => Promise<void>;
}) {
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <div className={page.actions}>
        <Button variant="danger" onClick={() => setRejecting(true)}>
          {texts.reject}
        </Button>
        <ConfirmDialog
          title={texts.approveTitle}
          message={texts.approveMessage}
          confirmLabel={texts.approve}
          cancelLabel={texts.cancel}
          onConfirm={() => decide('APPROVE')}
          trigger={<Button>{texts.approve}</Button>}
        />
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={texts.rejectTitle}
        description={texts.rejectDescription}
        reasonLabel={texts.reasonLabel}
        reasonHelp={texts.reasonHelp}
        confirmLabel={texts.reject}
        cancelLabel={texts.cancel}
        maxLength={reasonMaxLength}
        problemOf={reasonProblem}
        onSubmit={(reason) => decide('REJECT', reason)}
      />
    </>
  );
}
