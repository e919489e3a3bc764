package io.japply.apply.internal.read;

import io.japply.apply.internal.support.Messages;
import io.japply.threeway.json.Limits;

/** The limits of reading (see docs/apply.md, "Limits"), told in words: Jackson's and SnakeYAML's own messages name their settings. */
final class ReadLimits {
    private static final String SEE = " (japply's limit, see docs/apply.md: Limits)";

    private ReadLimits() {
    }

    /** A Jackson StreamConstraintsException's message as a reason. */
    static String describe(String jacksonMessage) {
        String message = String.valueOf(jacksonMessage);
        if (message.startsWith("Document nesting depth")) {
            return "document nested deeper than " + Limits.MAX_DEPTH + " levels";
        }
        if (message.startsWith("String value length")) {
            return "a string longer than " + Limits.MAX_STRING_LENGTH + " characters" + SEE;
        }
        if (message.startsWith("Number value length")) {
            return "a number longer than " + Limits.MAX_NUMBER_LENGTH + " characters" + SEE;
        }
        if (message.startsWith("Name length")) {
            return "a key longer than " + com.fasterxml.jackson.core.StreamReadConstraints.DEFAULT_MAX_NAME_LEN
                    + " characters" + SEE;
        }
        return "over a limit of the JSON reader: " + Messages.oneLine(message);
    }

    /** A SnakeYAML failure without a position as a reason. */
    static String describeYaml(String snakeMessage) {
        if (snakeMessage.contains("Nesting Depth exceeded")) {
            return "document nested deeper than " + Limits.MAX_DEPTH + " levels";
        }
        if (snakeMessage.contains("exceeds the limit") && snakeMessage.contains("code points")) {
            return "a YAML document longer than " + Limits.MAX_YAML_CODE_POINTS + " characters" + SEE;
        }
        return "malformed YAML: " + Messages.oneLine(snakeMessage);
    }
}
