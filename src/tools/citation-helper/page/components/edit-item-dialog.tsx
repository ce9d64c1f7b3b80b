import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../web/components/ui/dialog';
import type { CslItem } from '../api/format-citations';
import { SourceForm } from './source-form';

interface EditItemDialogProps {
  item: CslItem | null;
  field?: string;
  uncertainFields: readonly string[];
  warnedFields: readonly string[];
  pending: boolean;
  onSave: (item: CslItem) => void;
  onClose: () => void;
}

/** Edits one source; saving formats the list again so the warning it fixes goes away. */
export function EditItemDialog({ item, field, uncertainFields, warnedFields, pending, onSave, onClose }: EditItemDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit source</DialogTitle>
          <DialogDescription>Saving formats the bibliography again, which counts as one request.</DialogDescription>
        </DialogHeader>
        {item && (
          <SourceForm
            item={item}
            focusField={field}
            extraFields={[...warnedFields, ...uncertainFields]}
            uncertainFields={uncertainFields}
            submitLabel="Save and update"
            editing
            pending={pending}
            onSubmit={onSave}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
