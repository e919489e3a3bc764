package io.japply.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.SchemaLookupException;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiSchemas;
import io.japply.threeway.meta.PatchMetaLookup;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.util.Optional;

/** Loads patch metadata for the CLI: the one place that knows where it comes from. */
final class Schemas {
    static final String NOT_BUNDLED =
            "built-in Kubernetes kinds are not bundled yet; pass --schema FILE --definition NAME";

    private Schemas() {
    }

    /** The metadata of the chosen definition, or the error saying why none is there. */
    static PatchMetaLookup require(Optional<SchemaOptions.SchemaRef> ref) {
        return load(ref.orElseThrow(() -> Failure.input(NOT_BUNDLED)));
    }

    static PatchMetaLookup load(SchemaOptions.SchemaRef ref) {
        String name = ref.file().toString();
        try {
            return OpenApiSchemas.load(read(ref), ref.definition());
        } catch (SchemaLookupException e) {
            throw Failure.input(name + ": " + e.getMessage());
        }
    }

    private static JsonNode read(SchemaOptions.SchemaRef ref) {
        String name = ref.file().toString();
        try {
            // lenient: some published schema files carry trailing commas
            return Json.lenientMapper().readTree(Files.readString(ref.file()));
        } catch (NoSuchFileException e) {
            throw Failure.input(name + ": no such file");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw Failure.input(name + ": malformed JSON: " + ExitCodes.oneLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw Failure.input(name + ": cannot read: " + e.getMessage());
        }
    }
}
