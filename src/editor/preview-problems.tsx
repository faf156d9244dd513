import { Component, type ReactNode } from 'react';
import { blockName } from './words';

const BOX = { margin: 16, padding: '12px 16px', fontSize: 14 } as const;

/** What is wrong with a block's props, in the words `npm run validate` uses, where the block would be. */
export function Problems({ type, problems }: { type: string; problems: readonly string[] }) {
  return (
    <div className="alert alert-warning" role="status" style={BOX} data-editor-problems={type}>
      <strong>{blockName(type)} cannot be drawn yet:</strong>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {problems.map((problem, i) => (
          <li key={i}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** What is wrong with a block while its text is typed on the canvas, in the fields panel's words, below it. */
export function TypingNote({ type, problems }: { type: string; problems: readonly string[] }) {
  return (
    <div className="alert alert-warning" role="status" style={BOX} data-editor-problems={type}>
      {problems.map((problem, i) => (
        <p key={i} style={{ margin: 0 }}>
          {problem}
        </p>
      ))}
    </div>
  );
}

interface DrawErrorProps {
  type: string;
  /** The parsed props: an error is forgotten when they change, so the next edit draws again. */
  value: unknown;
  children: ReactNode;
}

/** Catches an error while a block draws, so one block cannot take the canvas down. */
export class DrawError extends Component<DrawErrorProps, { error?: Error; value: unknown }> {
  override state: { error?: Error; value: unknown } = { value: this.props.value };

  static getDerivedStateFromProps(props: DrawErrorProps, state: { error?: Error; value: unknown }) {
    return props.value === state.value ? null : { error: undefined, value: props.value };
  }

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <Problems type={this.props.type} problems={[`it failed to draw: ${error.message}`]} />;
  }
}
