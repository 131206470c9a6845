export { CodeBlock, type CodeBlockOverflow, type CodeBlockProps } from './CodeBlock.tsx';
