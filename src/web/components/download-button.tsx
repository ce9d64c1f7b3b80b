import { Download } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button';

type DownloadButtonProps = {
  fileName: string;
  mimeType: string;
  /** Called on click so large exports are only built when the user asks for them. */
  getContent: () => string | Blob;
  label?: string;
} & Pick<ButtonProps, 'variant' | 'size' | 'className' | 'disabled'>;

export function DownloadButton({
  fileName,
  mimeType,
  getContent,
  label = 'Download',
  variant = 'outline',
  size = 'sm',
  className,
  disabled,
}: DownloadButtonProps) {
  function download() {
    const content = getContent();
    const blob = content instanceof Blob ? content : new Blob([content], { type: mimeType });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke on the next tick: some browsers start the download asynchronously.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <Button type="button" variant={variant} size={size} className={className} onClick={download} disabled={disabled}>
      <Download />
      {label}
    </Button>
  );
}
