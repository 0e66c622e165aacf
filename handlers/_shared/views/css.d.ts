/** Views import their stylesheets; esbuild inlines them into the view's HTML. */
declare module "*.css";
