export default defineBackground(() => {
  // Wiring lands with the foundation: toolbar badge, commands, context menu.
});
