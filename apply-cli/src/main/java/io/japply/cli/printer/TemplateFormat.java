package io.japply.cli.printer;

import io.japply.cli.printer.gotemplate.GoTemplate;
import io.japply.cli.printer.jsonpath.JsonPathTemplate;
import java.util.Optional;

/** kubectl's template formats of -o, each with its engine and whether its value names a file. */
enum TemplateFormat {
    JSONPATH("jsonpath", false, Engine.JSONPATH),
    JSONPATH_FILE("jsonpath-file", true, Engine.JSONPATH),
    JSONPATH_AS_JSON("jsonpath-as-json", false, Engine.JSONPATH_AS_JSON),
    GO_TEMPLATE("go-template", false, Engine.GO_TEMPLATE),
    GO_TEMPLATE_FILE("go-template-file", true, Engine.GO_TEMPLATE),
    TEMPLATE("template", false, Engine.GO_TEMPLATE),
    TEMPLATEFILE("templatefile", true, Engine.GO_TEMPLATE);

    /** The three engines. */
    enum Engine {
        JSONPATH, JSONPATH_AS_JSON, GO_TEMPLATE
    }

    /** A format and its template (or the template's file), as -o and --template gave them. */
    record Chosen(TemplateFormat format, String text) {
    }

    private final String word;
    private final boolean fromFile;
    private final Engine engine;

    TemplateFormat(String word, boolean fromFile, Engine engine) {
        this.word = word;
        this.fromFile = fromFile;
        this.engine = engine;
    }

    boolean fromFile() {
        return fromFile;
    }

    /**
     * kubectl's reading: with --template the format must be a bare word; without it, the template
     * follows the word and '=' (a bare word then has an empty template).
     */
    static Optional<Chosen> choose(String output, Optional<String> templateFlag) {
        for (TemplateFormat f : values()) {
            if (output.equals(f.word)) {
                return Optional.of(new Chosen(f, templateFlag.orElse("")));
            }
            if (templateFlag.isEmpty() && output.startsWith(f.word + "=")) {
                return Optional.of(new Chosen(f, output.substring(f.word.length() + 1)));
            }
        }
        return Optional.empty();
    }

    /** The template parsed by its engine, whose refusal is in kubectl's words ("error parsing jsonpath ..."). */
    ObjectTemplate parse(String text, boolean allowMissingKeys) throws TemplateException {
        return switch (engine) {
            case JSONPATH -> JsonPathTemplate.parse(text, allowMissingKeys);
            case JSONPATH_AS_JSON -> JsonPathTemplate.parseAsJson(text, allowMissingKeys);
            case GO_TEMPLATE -> GoTemplate.parse(text, allowMissingKeys);
        };
    }
}
