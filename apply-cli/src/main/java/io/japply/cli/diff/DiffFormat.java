package io.japply.cli.diff;

import io.japply.apply.model.Failure;
import java.util.Arrays;
import java.util.Locale;

/** japply diff's -o: kubectl's unified text, JSON for programs, Markdown for a pull-request comment. */
public enum DiffFormat {
    TEXT, JSON, MARKDOWN;

    public static DiffFormat parse(String flag) {
        return Arrays.stream(values()).filter(f -> f.name().equals(flag.toUpperCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> Failure.usage("-o must be text, json or markdown, not '" + flag + "'"));
    }
}
