package io.japply.cli.flags;

import io.japply.cli.flags.SchemaOptions.SchemaRef;
import io.japply.threeway.MergeKeyOptions;
import java.util.Optional;
import io.japply.apply.model.Failure;

/** What {@code compute-patch} was asked to do, checked before anything is read. */
public record ComputePatchOptions(Optional<String> original, Optional<String> modified, Optional<String> current,
                           Optional<SchemaRef> schema, boolean overwrite, boolean twoWay,
                           OutputFormat output, Optional<String> batch, MergeKeyOptions mergeKeys) {

    public ComputePatchOptions validate() {
        if (batch.isPresent()) {
            if (original.isPresent() || modified.isPresent() || current.isPresent()) {
                throw Failure.usage("--batch takes the documents from its lines; drop --original, --modified, --current");
            }
            return this;
        }
        if (modified.isEmpty()) {
            throw Failure.usage("missing --modified FILE");
        }
        if (current.isEmpty() && !(twoWay && original.isPresent())) {
            throw Failure.usage("missing --current FILE");
        }
        return this;
    }

    /** Names the input files, for messages about what the engine found in them. */
    public String context() {
        StringBuilder text = new StringBuilder("modified ").append(modified.orElse("?"));
        current.ifPresent(file -> text.append(", current ").append(file));
        original.ifPresent(file -> text.append(", original ").append(file));
        return text.toString();
    }
}
