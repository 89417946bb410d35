// Declarative WebMCP (webmachinelearning/webmcp): a form names itself as a tool that an AI
// assistant in the browser can fill for a person, and its fields describe their parameters.
// Browsers without WebMCP ignore the attributes; React passes them through as written.
import "react";

declare module "react" {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
  }
  interface InputHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes<T> {
    toolparamdescription?: string;
  }
}
