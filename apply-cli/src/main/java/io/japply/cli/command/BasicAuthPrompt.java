package io.japply.cli.command;

import io.japply.apply.kubeconfig.CredentialPrompt;
import io.japply.apply.kubeconfig.KubeconfigException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * kubectl's question for a user name and password when the chosen user has no credential and the
 * server is reached over TLS (the library asks it then): the user name is the next word of standard
 * input, the password is read from the terminal without echo; without a word ("EOF") or without a
 * terminal for the password, the run stops as kubectl's does, before anything is sent.
 */
final class BasicAuthPrompt implements CredentialPrompt {
    private final InputStream in;
    private final PrintStream out;

    BasicAuthPrompt(InputStream in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    @Override
    public BasicCredentials ask() {
        boolean terminal = in == System.in && io.japply.cli.report.Terminals.isTerminal(0);
        out.print("Please enter Username: ");
        out.flush();
        String username = word(in);
        out.print("Please enter Password: ");
        out.flush();
        java.io.Console console = System.console();
        if (!terminal || console == null) {
            throw refused("error reading input for Password");
        }
        char[] password = console.readPassword();
        out.println();
        return new BasicCredentials(username, password == null ? "" : new String(password));
    }

    /** Go's fmt.Fscan of one string: spaces skipped, then everything up to the next space. */
    private static String word(InputStream in) {
        StringBuilder word = new StringBuilder();
        try {
            int c = in.read();
            while (c != -1 && Character.isWhitespace(c)) {
                c = in.read();
            }
            while (c != -1 && !Character.isWhitespace(c)) {
                word.append((char) c);
                c = in.read();
            }
        } catch (IOException e) {
            throw refused(String.valueOf(e.getMessage()));
        }
        if (word.length() == 0) {
            throw refused("EOF");
        }
        return word.toString();
    }

    private static KubeconfigException refused(String message) {
        return new KubeconfigException(KubeconfigException.Kind.UNUSABLE, List.of(message));
    }
}
