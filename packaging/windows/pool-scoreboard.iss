; Inno Setup script: a per-user installer for the one-folder bundle that
; `pyinstaller packaging/pool-scoreboard.spec` leaves in dist\pool-scoreboard.
; Build on Windows with:  iscc /DAppVersion=0.1.0 packaging\windows\pool-scoreboard.iss
; Output: dist\pool-scoreboard-<version>-setup.exe

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{7B5E2B0A-3F7C-4B8E-9A52-6F0C1D2E8B14}
AppName=Pool Scoreboard
AppVersion={#AppVersion}
AppPublisher=The pool-scoreboard authors
DefaultDirName={autopf}\Pool Scoreboard
DefaultGroupName=Pool Scoreboard
; no administrator rights needed: installs for the current user unless they choose otherwise
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\..\dist
OutputBaseFilename=pool-scoreboard-{#AppVersion}-setup
SetupIconFile=..\..\build\icons\pool-scoreboard.ico
UninstallDisplayIcon={app}\pool-scoreboard.exe
LicenseFile=..\..\LICENSE
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\pool-scoreboard\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Pool Scoreboard"; Filename: "{app}\pool-scoreboard.exe"
Name: "{group}\{cm:UninstallProgram,Pool Scoreboard}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Pool Scoreboard"; Filename: "{app}\pool-scoreboard.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\pool-scoreboard.exe"; Description: "{cm:LaunchProgram,Pool Scoreboard}"; Flags: nowait postinstall skipifsilent
