package io.japply.cli.command;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.model.Failure;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.SchemaOptions;
import io.japply.threeway.SchemaLookupException;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiSchemas;
import io.japply.threeway.meta.PatchMetaLookup;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;

/** Loads patch metadata from a --schema file; without one, the built-in kinds' ({@link io.japply.threeway.meta.BuiltinKinds}). */
final class Schemas {
    private Schemas() {
    }

    static PatchMetaLookup load(SchemaOptions.SchemaRef ref) {
        return load(ref, java.nio.file.Path.of(""));
    }

    /** As above, a relative file read in {@code directory} (the run's working directory); messages name it as given. */
    static PatchMetaLookup load(SchemaOptions.SchemaRef ref, java.nio.file.Path directory) {
        String name = ref.file().toString();
        try {
            return OpenApiSchemas.load(read(ref, directory), ref.definition());
        } catch (SchemaLookupException e) {
            throw Failure.input(name + ": " + e.getMessage());
        }
    }

    private static JsonNode read(SchemaOptions.SchemaRef ref, java.nio.file.Path directory) {
        String name = ref.file().toString();
        try {
            // lenient: some published schema files carry trailing commas
            return Json.lenientMapper().readTree(Files.readString(directory.resolve(ref.file())));
        } catch (NoSuchFileException e) {
            throw Failure.input(name + ": no such file");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw Failure.input(name + ": malformed JSON: " + ExitCodes.oneLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw Failure.input(name + ": cannot read: " + e.getMessage());
        }
    }
}
