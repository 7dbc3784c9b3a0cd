// altcha ships JSX typings for React 19 (<altcha-widget> with its attributes, in the react and react/jsx-runtime
// JSX namespaces) but only applies them when imported; this pulls them into the program.
import "altcha/types/react";
