// The one sanitizer lives in @uwd/ui/sanitize; this re-export keeps FilterLandingPage's import working
// until that page is split (issue 16, render point). New code imports '@uwd/ui/sanitize'.
export { hasRichText, sanitizeRichText } from '@uwd/ui/sanitize';
