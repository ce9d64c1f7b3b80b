import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';

interface ReplaceOrAppendDialogProps {
  fileName: string;
  onChoose: (mode: 'replace' | 'append') => void;
  onCancel: () => void;
}

/**
 * Asked when a file's text arrives for a box that already has text. A module of its own so that Radix
 * Dialog (and its focus trap and scroll lock) downloads when a file is chosen, not with every page that
 * has an upload button.
 */
export default function ReplaceOrAppendDialog({ fileName, onChoose, onCancel }: ReplaceOrAppendDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>The box already has text</DialogTitle>
          <DialogDescription>Replace it with the text of {fileName}, or add the file&apos;s text after it?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="outline" onClick={() => onChoose('append')}>
            Add after it
          </Button>
          <Button onClick={() => onChoose('replace')}>Replace</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
