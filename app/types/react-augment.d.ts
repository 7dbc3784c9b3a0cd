import "react";

declare module "react" {
  // Invoker Commands (HTML): lets a button open or close a <dialog> without JavaScript.
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
  // Light dismiss (HTML): a click outside a modal <dialog> closes it, without JavaScript.
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}
