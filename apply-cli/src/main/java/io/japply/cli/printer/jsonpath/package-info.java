/**
 * kubectl 1.37.2's JSONPath printer ({@code -o jsonpath=}, {@code -o jsonpath-as-json=}), entered through
 * {@link io.japply.cli.printer.jsonpath.JsonPathTemplate}: client-go's util/jsonpath grammar and
 * evaluation, cli-runtime's printer around it, and Go's text for values and errors. The tests compare
 * with what kubectl printed (tools/jsonpath-reference). Where japply cannot do what kubectl does:
 * <ul>
 * <li>{@code .*} and {@code ..} on a map with several keys: kubectl walks the keys in Go's random map
 * order, so its output varies from run to run; japply walks them in sorted order.</li>
 * <li>An index step ({@code [0]}) run on no value, in the body of a {@code {range}} that found
 * nothing: kubectl (1.32 to 1.37.2) panics (exit 2, a Go stack trace); japply reports an execution error
 * ("&lt;invalid reflect.Value&gt; is not array or slice").</li>
 * <li>A quoted string in a template with {@code \x} or octal escapes that form no UTF-8 character
 * ({@code {"\xff"}}): kubectl writes the raw byte; japply writes U+FFFD.</li>
 * <li>Which characters Go's %q and %#U escape follows Java's Unicode tables (Go's may be of another
 * Unicode version for characters assigned recently).</li>
 * <li>client-go keeps range state between runs of one template; kubectl runs a printer's template
 * once per command, and japply starts each run afresh.</li>
 * </ul>
 * An error's message is kubectl's without "error: "; kubectl writes "error: ", the message and a
 * newline (so an execution error, whose message ends in two newlines, ends in three on stderr).
 */
package io.japply.cli.printer.jsonpath;
