package io.japply.cli.command;

import io.japply.cli.ExitCodes;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * japply completion bash|zsh: a completion script that knows every subcommand and flag, generated
 * from the command tree itself so it never goes stale. picocli writes bash; the same script runs
 * in zsh through bashcompinit, which the script loads itself when it finds zsh.
 */
@Command(name = "completion",
        description = "Print a shell completion script for bash or zsh (source it, or save it where your shell loads completions).")
public final class Completion implements Callable<Integer> {
    /** kubectl's global flags, accepted wherever the line writes them; completion reads none. */
    @picocli.CommandLine.Mixin
    io.japply.cli.flags.ClusterFlags cluster;

    /** The shells japply writes completion for; lower case, as users type them and picocli's errors list them. */
    enum Shell {
        bash, zsh
    }

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "SHELL", description = "bash or zsh.")
    Shell shell;

    @Override
    public Integer call() {
        String script = AutoComplete.bash("japply", spec.root().commandLine());
        spec.commandLine().getOut().print(script);
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}
