/**
 * kubectl 1.32's go-template printer ({@code -o go-template=}, {@code -o template=}, {@code --template}):
 * Go 1.23's text/template run on the object as kubectl's printer sees it.
 *
 * <p>The data is what apimachinery's json.Unmarshal makes of the object's JSON: maps with keys in Go's
 * order, integers as int64 and other numbers as float64 ({@link io.japply.cli.printer.gotemplate.Values}),
 * so that {@code eq .spec.replicas 3} holds and {@code printf "%T"} names the same types. The functions are
 * Go's builtins and kubectl's {@code exists} and {@code base64decode}; values print through a port of fmt
 * ({@code GoFmt}, {@code GoValueFormat}, {@code GoNumberFormat}, {@code GoFloat}). Errors carry Go's and
 * kubectl's words and positions; Go 1.23 has no range over an integer and names no types in
 * "incompatible types for comparison", and neither does this.
 *
 * <p>The expectations of the tests are recorded from kubectl itself by tools/gotemplate-reference/record.
 * Not done: complex-number constants ({@code {{1i}}}), which a Kubernetes object never holds, are refused
 * as a parse error.
 */
package io.japply.cli.printer.gotemplate;
