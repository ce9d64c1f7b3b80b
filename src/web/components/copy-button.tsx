import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { showToast } from '../lib/show-toast';
import { Button, type ButtonProps } from './ui/button';

type CopyButtonProps = { text: string; label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>;

export function CopyButton({ text, label = 'Copy', variant = 'outline', size = 'sm', className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      showToast('success', 'Copied to clipboard');
    } catch {
      // Clipboard access needs a secure context and permission; say so instead of failing silently.
      showToast('error', 'Could not copy to the clipboard', { description: 'Select the text and copy it by hand.' });
    }
  }

  return (
    <Button type="button" variant={variant} size={size} className={className} onClick={copy} disabled={!text}>
      {copied ? <Check /> : <Copy />}
      {copied ? 'Copied' : label}
    </Button>
  );
}
