import { useSyncExternalStore } from "react";

// A tiny store for toasts: one is visible at a time (docs/rules.md#timings), so a new toast replaces the old.

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const TOAST_LIMIT = 1;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
  // Leave time for the exit animation, then drop it.
  setTimeout(() => emit(items.filter((t) => t.id !== id)), 300);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    // The build's pre-render of the landing: no toasts.
    () => items,
  );
}
