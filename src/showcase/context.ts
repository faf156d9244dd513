import { createContext, useContext } from 'react';
import type { PropRow } from './props-table';

/** What a sample's Code tab shows, made at build time: coloured sources and the props tables. */
export interface SampleCode {
  /** Highlighted JSX (escaped HTML from highlight.js). */
  jsx: string;
  /** Highlighted page data. */
  data: string;
  props: { type: string; rows: PropRow[] }[];
}

const SampleCodeContext = createContext<Readonly<Record<string, SampleCode>>>({});

export const SampleCodeProvider = SampleCodeContext.Provider;

/** The generated code of the sample with this id, if the page was built with it. */
export function useSampleCode(id: string): SampleCode | undefined {
  return useContext(SampleCodeContext)[id];
}

/** The generated code of every sample the page was built with, by id. */
export function useSampleCodes(): Readonly<Record<string, SampleCode>> {
  return useContext(SampleCodeContext);
}
