package io.japply.cli.printer;

/**
 * A template that cannot be parsed or run, or an object the KYAML printer cannot print (as kubectl's,
 * which fails on text its YAML reader refuses). The message is kubectl 1.37.2's, without the leading
 * "error: " that the command line adds, so that scripts matching kubectl's stderr still match.
 */
public final class TemplateException extends Exception {
    public TemplateException(String message) {
        super(message, null, false, false);
    }
}
