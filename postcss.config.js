export default { plugins: { tailwindcss: {} } }
