/** @type {import('tailwindcss').Config} */
export default {
  content: ['./app/**/*.{ts,tsx}', '!./app/**/*.server.ts', '!./app/**/*.test.ts'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#14213d', soft: '#2b3a5c', muted: '#4a5570' },
        paper: { DEFAULT: '#faf7f0', raised: '#ffffff', line: '#e6dfd0' },
        brass: { DEFAULT: '#7a5c1e', light: '#b08d4a', dark: '#5c4414' },
        danger: { DEFAULT: '#9b1c1c', soft: '#fdecec' },
        success: { DEFAULT: '#1f5f3f', soft: '#e8f3ec' },
      },
      fontFamily: {
        serif: ['"Source Serif 4"', '"Source Serif 4 Fallback"', 'Georgia', 'serif'],
        sans: ['Inter', '"Inter Fallback"', 'system-ui', 'sans-serif'],
      },
      maxWidth: { prose: '68ch' },
      // The mobile side menu slides in from the right (none when reduced motion is preferred: tailwind.css).
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
        'sheet-in': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'sheet-out': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
        // The portal's phone sidebar comes in from the left.
        'sheet-left-in': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
        'sheet-left-out': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
      },
      animation: {
        'fade-in': 'fade-in 200ms ease-out',
        'fade-out': 'fade-out 150ms ease-in',
        'sheet-in': 'sheet-in 250ms cubic-bezier(0.2, 0.8, 0.2, 1)',
        'sheet-out': 'sheet-out 200ms ease-in',
        'sheet-left-in': 'sheet-left-in 250ms cubic-bezier(0.2, 0.8, 0.2, 1)',
        'sheet-left-out': 'sheet-left-out 200ms ease-in',
      },
    },
  },
  plugins: [],
}
