/** @type {import('tailwindcss').Config} */
export default {
  content: ['./app/**/*.{ts,tsx}'],
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
    },
  },
  plugins: [],
}
