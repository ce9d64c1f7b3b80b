import {
  Bot,
  FileUser,
  GitCompare,
  Globe,
  Languages,
  ListChecks,
  type LucideIcon,
  type LucideProps,
  Puzzle,
  Quote,
  ShieldCheck,
  Sigma,
  SpellCheck,
} from 'lucide-react';
import type { ToolIcon as ToolIconName } from '../../domain/tools';

// The domain catalogue names icons as strings so it stays free of React; this maps them to components.
const ICONS: Record<ToolIconName, LucideIcon> = {
  bot: Bot,
  'shield-check': ShieldCheck,
  'git-compare': GitCompare,
  languages: Languages,
  'spell-check': SpellCheck,
  globe: Globe,
  'list-checks': ListChecks,
  sigma: Sigma,
  quote: Quote,
  'file-user': FileUser,
  puzzle: Puzzle,
};

export function ToolIcon({ name, ...props }: LucideProps & { name: ToolIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
