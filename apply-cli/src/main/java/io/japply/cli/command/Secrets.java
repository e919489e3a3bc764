package io.japply.cli.command;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.model.Failure;
import io.japply.threeway.PatchException;

/** A batch line's engine error about a Secret, its values masked (the error line is printed as is). */
final class Secrets {
    private Secrets() {
    }

    /** {@code e} itself when no value of a Secret is in it, else the same failure with the values masked. */
    static RuntimeException masked(PatchException e, JsonNode object, JsonNode... sides) {
        String masked = io.japply.apply.ErrorWords.maskingSecrets(e, object, sides);
        return masked.equals(e.getMessage()) ? e
                : Failure.engine("secret/" + object.path("metadata").path("name").asText(), e, masked);
    }
}
