// Command kubectl is the reference kubectl japply is compared with: kubectl's own root command,
// from the k8s.io/kubectl module at the version go.mod names, started the way the upstream
// binary starts it. bin/reference-kubectl builds it.
package main

import (
	"os"

	"k8s.io/component-base/cli"
	"k8s.io/component-base/logs"
	"k8s.io/kubectl/pkg/cmd"
	"k8s.io/kubectl/pkg/cmd/util"

	// the client-go auth providers a released kubectl has (oidc, exec credentials)
	_ "k8s.io/client-go/plugin/pkg/client/auth"
)

func main() {
	// klog's verbosity is set before the command is built, as the command's flags are parsed
	// only later: building it already logs (plugins, the kuberc preferences file).
	_, _ = logs.GlogSetter(cmd.GetLogVerbosity(os.Args))
	root := cmd.NewDefaultKubectlCommand()
	if err := cli.RunNoErrOutput(root); err != nil {
		util.CheckErr(err)
	}
}
