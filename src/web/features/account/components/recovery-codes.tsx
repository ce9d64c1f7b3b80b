import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';

/** The recovery codes as a text file: one code a line, with what they are for. */
export function recoveryCodesText(codes: string[], brand: string, email: string | null): string {
  const heading = `${brand} recovery codes${email ? ` for ${email}` : ''}`;
  return `${heading}\nEach code works once, in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`;
}

/** Shown once after two-factor is turned on: the codes, with copy and download so they get saved. */
export function RecoveryCodes({ codes, brand, email }: { codes: string[]; brand: string; email: string | null }) {
  const text = recoveryCodesText(codes, brand, email);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy: select the codes and copy them, or download them.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm" data-testid="recovery-codes">
      <p className="font-medium">Save these recovery codes. Each works once if you lose your phone.</p>
      <ul className="grid grid-cols-2 gap-1 font-mono" aria-label="Recovery codes">
        {codes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          <Copy />
          Copy codes
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={download}>
          <Download />
          Download as text
        </Button>
      </div>
    </div>
  );
}
