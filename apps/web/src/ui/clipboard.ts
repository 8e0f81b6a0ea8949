/**
 * Copies a text; true when the clipboard took it. A browser may refuse (no permission, the page not
 * focused): the refusal is logged, and the caller says what the admin should know.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Could not copy to the clipboard', error);
    return false;
  }
}
