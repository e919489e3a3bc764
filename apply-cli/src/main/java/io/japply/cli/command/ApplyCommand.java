package io.japply.cli.command;

import io.japply.cli.flags.ApplyFlags;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "apply",
        description = "Apply manifests to the cluster as kubectl apply does (client-side, three-way patch).")
public final class ApplyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ApplyFlags flags;

    private final Apply apply;

    public ApplyCommand(Apply apply) {
        this.apply = apply;
    }

    @Override
    public Integer call() {
        flags.parsedFrom("japply", spec.root().commandLine().getParseResult().originalArgs(), spec,
                spec.commandLine().getErr());
        return apply.run(flags, spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
