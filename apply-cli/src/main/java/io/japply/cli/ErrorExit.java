package io.japply.cli;

import io.japply.apply.kubeconfig.ExecCredentialException;
import io.japply.apply.kubeconfig.KubeconfigException;
import java.io.PrintWriter;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * A run that ends in an exception (a bad flag, a kubeconfig that cannot be read, a failure the command
 * did not print itself): kubectl's words for it on stderr, and the exit code. A stack trace only for a
 * bug in japply ({@link ExitCodes#INTERNAL}), never for a user's mistake.
 */
final class ErrorExit {
    private ErrorExit() {
    }

    /** Prints {@code e} as kubectl would for {@code command}; returns the exit code. */
    static int report(Throwable e, CommandLine command, PrintWriter err) {
        return report(e, command, err, new String[0]);
    }

    /** The same, {@code args} the command line as the user gave it (kubectl's plugin check reads its first word). */
    static int report(Throwable e, CommandLine command, PrintWriter err, String[] args) {
        if (e instanceof KubeconfigException kubeconfig) {
            err.print(KubeconfigWords.text(kubeconfig));
            err.flush();
            return ExitCodes.FAILURE;
        }
        Optional<Mistyped.Refusal> kubectls = e instanceof ParameterException p ? Mistyped.refusal(p, args) : Optional.empty();
        if (kubectls.isPresent()) {
            err.print(kubectls.get().text());
            err.flush();
            return kubectls.get().code();
        }
        int code = ExitCodes.exitCode(e);
        String message = e instanceof ParameterException p
                ? Mistyped.message(p).orElseGet(() -> ExitCodes.message(e)) : ExitCodes.message(e);
        if (code == ExitCodes.USAGE) {
            message += " (see '" + command.getCommandSpec().qualifiedName() + " --help')";
        }
        if (e instanceof ExecCredentialException plugin) {
            err.print(plugin.pluginStderr()); // kubectl lets the plugin's stderr through before its error
        }
        err.println("error: " + message);
        if (code == ExitCodes.INTERNAL) {
            e.printStackTrace(err);
        }
        return code;
    }
}
