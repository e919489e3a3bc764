/**
 * kubectl 1.37's go-template printer ({@code -o go-template=}, {@code -o template=}, {@code --template}):
 * Go 1.26's text/template (kubectl 1.37.2 is built with it) run on the object as kubectl's printer sees it.
 *
 * <p>The data is what apimachinery's json.Unmarshal makes of the object's JSON: maps with keys in Go's
 * order, integers as int64 and other numbers as float64 ({@link io.japply.cli.printer.gotemplate.Values}),
 * so that {@code eq .spec.replicas 3} holds and {@code printf "%T"} names the same types. The functions are
 * Go's builtins and kubectl's {@code exists} and {@code base64decode}; values print through a port of fmt
 * ({@code GoFmt}, {@code GoValueFormat}, {@code GoNumberFormat}, {@code GoFloat}). Errors carry Go's and
 * kubectl's words and positions; since Go 1.24 a range runs over an integer too, and "incompatible types
 * for comparison" names both types, as here.
 *
 * <p>The expectations of the tests are recorded from kubectl itself by tools/gotemplate-reference/record.
 * Not done: complex-number constants ({@code {{1i}}}), which a Kubernetes object never holds, are refused
 * as a parse error.
 */
package io.japply.cli.printer.gotemplate;
