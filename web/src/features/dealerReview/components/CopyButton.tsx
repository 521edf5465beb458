// Copies a value (an auction access number) to the clipboard and says so in a toast.
import { IconButton } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { toaster } from '../../../components/toaster.tsx';

interface CopyButtonProps {
  value: string;
  /** The button's accessible name, e.g. 'Copy auction access number of Dana Dealer'. */
  label: string;
  /** The toast after a copy, e.g. 'Auction access number copied'. */
  copied: string;
}

export function CopyButton({ value, label, copied }: CopyButtonProps) {
  const copy = () => {
    if (!navigator.clipboard) {
      toaster.create({ type: 'info', title: 'Copy this number', description: value });
      return;
    }
    navigator.clipboard.writeText(value).then(
      () => toaster.create({ type: 'success', title: copied, description: value }),
      () => toaster.create({ type: 'info', title: 'Copy this number', description: value }),
    );
  };
  return (
    <IconButton aria-label={label} title={label} size="2xs" variant="ghost" onClick={copy}>
      <Copy />
    </IconButton>
  );
}
