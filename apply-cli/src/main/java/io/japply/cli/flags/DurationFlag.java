package io.japply.cli.flags;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import io.japply.apply.model.Failure;

/** Durations in flags as kubectl reads them: 30s, 2m, 500ms, 1h; a bare number is seconds. */
public final class DurationFlag {
    private static final Pattern DURATION = Pattern.compile("(\\d+)(ms|s|m|h)?");

    private DurationFlag() {
    }

    public static Duration parse(String flag, String value) {
        Matcher m = DURATION.matcher(value.strip());
        if (!m.matches()) {
            throw Failure.usage("invalid " + flag + " '" + value + "': expected a duration such as 30s, 2m or 0");
        }
        long amount = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return switch (unit) {
            case "ms" -> Duration.ofMillis(amount);
            case "m" -> Duration.ofMinutes(amount);
            case "h" -> Duration.ofHours(amount);
            default -> Duration.ofSeconds(amount);
        };
    }
}
